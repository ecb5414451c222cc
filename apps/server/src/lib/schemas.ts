import { z } from 'zod';
import { messageSchema } from '@giftfront/domain/message';

/** The error body every route may answer with (one schema, the dashboard reads it too). */
export { messageSchema };

/** A 204's (absent) body, for the OpenAPI document. */
export const noContentSchema = z.undefined().describe('No content');

/** What the checkout's order routes refuse with (product §7 ValidateOrder, PlaceOrder, GetOrderDetails, OpenOrder). */
export const orderRefusalSchemas = {
  400: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  410: messageSchema,
  502: messageSchema,
  503: messageSchema,
};
