// GraphQL inputs. They carry the REST body's shape; the resolvers run them through the same validation
// (schema/openapi.yaml and its checks), so both APIs accept and refuse exactly the same requests.
import { Field, InputType, Int } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';

@InputType()
export class PersonInput {
  @Field(() => String) first_name!: string;
  @Field(() => String) last_name!: string;
  @Field(() => String, { nullable: true }) middle_name?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) dob?: string;
  @Field(() => String, { nullable: true }) external_id?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
}

@InputType()
export class DocumentInput {
  @Field(() => String) url!: string;
  @Field(() => String, { description: 'A document type (see the REST value set).' }) type!: string;
  @Field(() => String, { nullable: true }) external_id?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
}

@InputType()
export class LicenseInput {
  @Field(() => String) type!: string;
  @Field(() => String) number!: string;
  @Field(() => String, { nullable: true }) jurisdiction?: string;
  @Field(() => String, { nullable: true }) external_id?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
}

@InputType()
export class StartDocumentVerificationInput {
  @Field(() => DocumentInput) document!: DocumentInput;
  @Field(() => PersonInput) person!: PersonInput;
  @Field(() => String, { nullable: true }) external_id?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { nullable: true }) rules?: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { nullable: true }) sandbox?: Record<string, unknown>;
}

@InputType()
export class StartLicenseVerificationInput {
  @Field(() => LicenseInput) license!: LicenseInput;
  @Field(() => PersonInput) person!: PersonInput;
  @Field(() => String, { nullable: true }) external_id?: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) metadata?: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { nullable: true }) rules?: Record<string, unknown>;
  @Field(() => GraphQLJSONObject, { nullable: true }) sandbox?: Record<string, unknown>;
}

@InputType()
export class ListFilterInput {
  @Field(() => Int, { nullable: true, description: '1–100, default 25' }) limit?: number;
  @Field(() => Int, { nullable: true, description: 'default 0' }) offset?: number;
  @Field(() => String, { nullable: true }) external_id?: string;
  @Field(() => String, { nullable: true }) document_type?: string;
  @Field(() => String, { nullable: true }) status?: string;
}
