// GraphQL shapes of webhook endpoints and deliveries: the REST resources of SPEC.md §7, field for field.
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar, DeliveryStatus, EndpointStatus, WebhookEventType } from './scalars';

@ObjectType({ simpleResolvers: true })
export class WebhookEndpoint {
  @Field(() => ID) id!: string;
  @Field(() => String) object!: string;
  @Field(() => String) url!: string;
  @Field(() => [WebhookEventType]) events!: string[];
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => EndpointStatus) status!: string;
  @Field(() => DateTimeScalar) created_at!: string;
  @Field(() => DateTimeScalar, { nullable: true }) disabled_at!: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A new endpoint with its signing secret, which is shown only here.',
})
export class CreatedWebhookEndpoint extends WebhookEndpoint {
  @Field(() => String) secret!: string;
}

@ObjectType({ simpleResolvers: true })
export class WebhookDelivery {
  @Field(() => ID, { description: 'The webhook-id header: the same on every attempt.' }) id!: string;
  @Field(() => String) object!: string;
  @Field(() => WebhookEventType) event_type!: string;
  @Field(() => ID) verification_id!: string;
  @Field(() => DeliveryStatus) status!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => DateTimeScalar) created_at!: string;
  @Field(() => DateTimeScalar, { nullable: true }) last_attempt_at!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) next_attempt_at!: string | null;
  @Field(() => Int, { nullable: true }) last_response_status!: number | null;
  @Field(() => String, { nullable: true }) last_error!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class WebhookDeliveryList {
  @Field(() => [WebhookDelivery]) items!: WebhookDelivery[];
  @Field(() => Int) total!: number;
  @Field(() => Boolean) has_more!: boolean;
}

@InputType()
export class CreateWebhookEndpointInput {
  @Field(() => String) url!: string;
  @Field(() => [WebhookEventType], { nullable: true, description: 'Defaults to every event type.' })
  events?: string[];
  @Field(() => String, { nullable: true }) description?: string;
}

@InputType()
export class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true }) url?: string;
  @Field(() => [WebhookEventType], { nullable: true }) events?: string[];
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => EndpointStatus, {
    nullable: true,
    description: 'enabled re-enables; it then receives what it missed',
  })
  status?: string;
}
