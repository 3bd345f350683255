// GraphQL inputs. They carry the REST body's shape; the resolvers run them through the same validation
// (schema/openapi.yaml and its checks), so both APIs accept and refuse exactly the same requests.
import { Field, InputType, Int } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { DateScalar, DateTimeScalar, Decision, DocumentType, Status } from './scalars';

@InputType()
export class PersonInput {
  @Field(() => String) first_name!: string;
  @Field(() => String) last_name!: string;
  @Field(() => String, { nullable: true }) middle_name?: string;
  @Field(() => DateScalar, { nullable: true }) dob?: string;
  @Field(() => String, { nullable: true }) external_id?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
}

@InputType()
abstract class ClientReference {
  @Field(() => String, { nullable: true }) external_id?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
}

@InputType()
export class DocumentInput extends ClientReference {
  @Field(() => String) url!: string;
  @Field(() => DocumentType) type!: string;
}

@InputType()
export class LicenseInput extends ClientReference {
  @Field(() => String) type!: string;
  @Field(() => String) number!: string;
  @Field(() => String, { nullable: true }) jurisdiction?: string;
}

@InputType()
abstract class StartInput extends ClientReference {
  @Field(() => PersonInput) person!: PersonInput;
  @Field(() => GraphQLJSONObject, { nullable: true }) rules?: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { nullable: true }) sandbox?: Record<string, unknown>;
}

@InputType()
export class StartDocumentVerificationInput extends StartInput {
  @Field(() => DocumentInput) document!: DocumentInput;
}

@InputType()
export class StartLicenseVerificationInput extends StartInput {
  @Field(() => LicenseInput) license!: LicenseInput;
}

@InputType()
export class ListFilterInput {
  @Field(() => Int, { nullable: true, description: '1–100, default 25' }) limit?: number;
  @Field(() => Int, { nullable: true, description: 'default 0' }) offset?: number;
  @Field(() => String, { nullable: true }) external_id?: string;
  @Field(() => DocumentType, { nullable: true }) document_type?: string;
  @Field(() => Status, { nullable: true }) status?: string;
  @Field(() => Decision, { nullable: true, description: 'flagged also matches the undecided' })
  decision?: string;
  @Field(() => String, { nullable: true, description: "The person's external_id." })
  person_external_id?: string;
  @Field(() => DateTimeScalar, { nullable: true, description: 'scheduled_at after this time' })
  scheduledAfter?: string;
  @Field(() => DateTimeScalar, { nullable: true, description: 'scheduled_at before this time' })
  scheduledBefore?: string;
}
