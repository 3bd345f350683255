// GraphQL shapes of webhook endpoints and deliveries: the REST resources of SPEC.md §7, field for field.
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class WebhookEndpoint {
  @Field(() => ID) id!: string;
  @Field(() => String) object!: string;
  @Field(() => String) url!: string;
  @Field(() => [String], { description: 'Webhook event types (e.g. document_verification.completed).' })
  events!: string[];
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { description: 'enabled | disabled' }) status!: string;
  @Field(() => String) created_at!: string;
  @Field(() => String, { nullable: true }) disabled_at!: string | null;
}

@ObjectType({ description: 'A new endpoint with its signing secret, which is shown only here.' })
export class CreatedWebhookEndpoint extends WebhookEndpoint {
  @Field(() => String) secret!: string;
}

@ObjectType()
export class WebhookDelivery {
  @Field(() => ID, { description: 'The webhook-id header: the same on every attempt.' }) id!: string;
  @Field(() => String) object!: string;
  @Field(() => String) event_type!: string;
  @Field(() => ID) verification_id!: string;
  @Field(() => String, { description: 'pending | succeeded | failed' }) status!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => String) created_at!: string;
  @Field(() => String, { nullable: true }) last_attempt_at!: string | null;
  @Field(() => String, { nullable: true }) next_attempt_at!: string | null;
  @Field(() => Int, { nullable: true }) last_response_status!: number | null;
  @Field(() => String, { nullable: true }) last_error!: string | null;
}

@ObjectType()
export class WebhookDeliveryList {
  @Field(() => [WebhookDelivery]) items!: WebhookDelivery[];
  @Field(() => Int) total!: number;
  @Field(() => Boolean) has_more!: boolean;
}

@InputType()
export class CreateWebhookEndpointInput {
  @Field(() => String) url!: string;
  @Field(() => [String], { nullable: true, description: 'Defaults to every event type.' }) events?: string[];
  @Field(() => String, { nullable: true }) description?: string;
}

@InputType()
export class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true }) url?: string;
  @Field(() => [String], { nullable: true }) events?: string[];
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => String, { nullable: true, description: 'enabled re-enables; it then receives what it missed' })
  status?: string;
}
