import type {
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandler,
  RouteHandlerMethod,
} from "fastify";
import type { RouteHandlers } from "../sdk/fastify.gen";

/**
 * Handlers typed by the contract. `sdk/fastify.gen.ts` (hey-api's fastify plugin, generated
 * from openapi.yaml with the SDK) types each operation's path, query, body and replies; here
 * the replies are narrowed to the operation's successes: a failure is thrown as an ApiError
 * (errors.ts), never returned, so a handler that returns an error body does not compile.
 */

type OperationId = keyof RouteHandlers;

/** The route generic (Params, Querystring, Body, Reply) hey-api gave an operation. */
type RouteGenericOf<Handler> = Handler extends RouteHandler<infer Generic> ? Generic : never;

/** The 2xx entries of a reply map keyed by status. */
type Successes<Reply> = {
  [Status in keyof Reply as `${Status & number}` extends `2${string}`
    ? Status
    : never]: Reply[Status];
};

type SuccessReplies<Generic> = Generic extends { Reply: infer Reply }
  ? Omit<Generic, "Reply"> & { Reply: Successes<Reply> }
  : Generic;

/**
 * A handler of the route generic `Generic`. Not fastify's `RouteHandler`, which the generated
 * file names: that one returns the whole map of replies by status, not one of the replies.
 */
type Handler<Generic extends RouteGenericInterface> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  Generic
>;

/** Every operation of the contract with the handler type its request and replies call for. */
export type OperationHandlers = {
  [Id in OperationId]: Handler<SuccessReplies<RouteGenericOf<RouteHandlers[Id]>>>;
};

/**
 * A domain's handlers, each typed by its operation id: an id the contract does not have is an
 * error, and `request.params`, `request.query`, `request.body` and the reply are the
 * operation's. The app spreads every domain's into one `OperationHandlers`, so an operation
 * nobody handles fails to compile.
 */
export function operationHandlers<Id extends OperationId>(
  handlers: {
    [Op in Id]: OperationHandlers[Op];
  },
): Pick<OperationHandlers, Id> {
  return handlers;
}

/**
 * Sends bytes already serialized by the operation's own serializer (a page kept as sent) or
 * that are the answer themselves (an image): the reply's typed `send` takes the contract's
 * shape, which these bytes are in already.
 */
export function sendBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.send(bytes);
}
