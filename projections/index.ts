// Every read model the projector keeps, each with its own checkpoint; `projections replay` rebuilds them.
import type { Projection } from '../src/projection/projection';
import { eventFeedProjection } from './event-feed.projection';
import { verificationsProjection } from './verifications.projection';

export const PROJECTIONS: readonly Projection[] = [verificationsProjection, eventFeedProjection];
