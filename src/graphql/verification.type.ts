// GraphQL object types. Field names follow the REST representation (snake_case), so a verification reads
// the same over both APIs; values come from the same representation functions.
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type {
  Decision as DecisionValue,
  DocumentType as DocumentTypeValue,
  Mode as ModeValue,
  Status as StatusValue,
} from '../shared/value-sets';
import { DateTimeScalar, Decision, DocumentType, Mode, Status } from './scalars';

@ObjectType({ simpleResolvers: true, description: 'Fields shared by document and license verifications.' })
abstract class VerificationFields {
  @Field(() => ID) id!: string;
  @Field(() => String) object!: string;
  @Field(() => Status) status!: StatusValue;
  @Field(() => Mode) mode!: ModeValue;
  @Field(() => DateTimeScalar) scheduled_at!: string;
  @Field(() => DateTimeScalar, { nullable: true }) started_at!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) completed_at!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) failed_at!: string | null;
  @Field(() => String, { nullable: true }) external_id!: string | null;
  @Field(() => GraphQLJSONObject) metadata!: Record<string, unknown>;
  @Field(() => Decision) decision!: DecisionValue;
  @Field(() => Float, { nullable: true }) confidence!: number | null;
  @Field(() => [String], { nullable: true }) issues!: string[] | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) data!: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, { description: 'Effective rules: defaults merged with the request.' })
  rules!: Record<string, unknown>;
}

@ObjectType({ simpleResolvers: true })
export class DocumentVerification extends VerificationFields {
  @Field(() => ID) document_id!: string;
  @Field(() => DocumentType) document_type!: DocumentTypeValue;
}

@ObjectType({ simpleResolvers: true })
export class LicenseVerification extends VerificationFields {
  @Field(() => GraphQLJSONObject, { description: 'The license as requested.' })
  license!: Record<string, unknown>;
}

@ObjectType({ simpleResolvers: true })
export class StartResponse {
  @Field(() => ID) id!: string;
  @Field(() => String) object!: string;
  @Field(() => Mode) mode!: ModeValue;
  @Field(() => DateTimeScalar) scheduled_at!: string;
  @Field(() => String, { nullable: true }) external_id!: string | null;
  @Field(() => GraphQLJSONObject) metadata!: Record<string, unknown>;
}

@ObjectType({ simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page.' })
  endCursor!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class DocumentVerificationEdge {
  @Field(() => String) cursor!: string;
  @Field(() => DocumentVerification) node!: DocumentVerification;
}

@ObjectType({ simpleResolvers: true })
export class LicenseVerificationEdge {
  @Field(() => String) cursor!: string;
  @Field(() => LicenseVerification) node!: LicenseVerification;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A page of the list: as a Relay connection (edges, pageInfo, totalCount) and as items.',
})
export class DocumentVerificationList {
  @Field(() => [DocumentVerificationEdge]) edges!: DocumentVerificationEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  @Field(() => Int) totalCount!: number;
  @Field(() => [DocumentVerification]) items!: DocumentVerification[];
  @Field(() => Int) total!: number;
  @Field(() => Boolean) has_more!: boolean;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A page of the list: as a Relay connection (edges, pageInfo, totalCount) and as items.',
})
export class LicenseVerificationList {
  @Field(() => [LicenseVerificationEdge]) edges!: LicenseVerificationEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  @Field(() => Int) totalCount!: number;
  @Field(() => [LicenseVerification]) items!: LicenseVerification[];
  @Field(() => Int) total!: number;
  @Field(() => Boolean) has_more!: boolean;
}
