import type * as FrameSchemas from './live-frame-schemas';

/**
 * Live frames are checked against the contract's schemas, which bring zod with them. The portal listens from
 * its first screen but a frame that needs checking comes later, if at all: the schemas are downloaded with
 * the first one, so the dashboards do not carry zod. Every frame waits on the same import, so frames are
 * still handled in the order they arrived.
 */
let loading: Promise<typeof FrameSchemas> | undefined;

export const frameSchemas = () => (loading ??= import('./live-frame-schemas'));
