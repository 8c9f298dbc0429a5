import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnswerCheck } from "./contract-answers";

// A stand-in server that answers at the contract's paths whatever each case asks for, so the
// check is seen to refuse what the Bozor server must never answer.
// The server ignores a trailing slash, and so does the check.
const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
const check = createAnswerCheck();

beforeAll(async () => {
  app.get<{ Querystring: { answer: string } }>("/api/v1/currency/", async (request, reply) => {
    const { answer } = request.query;
    if (answer === "teapot") return reply.code(418).send({ detail: "validation_error" });
    if (answer === "bad-body") return [{ id: "one", code: "UZS" }];
    if (answer === "bad-code") return reply.code(400).send({ detail: "no_such_code" });
    if (answer === "text") return reply.type("text/plain").send("UZS");
    if (answer === "failure") return reply.code(500).send({ detail: "something_went_wrong" });
    return [{ id: 1, code: "UZS", name: "So‘m", rate: 12_000 }];
  });
  app.get("/api/v1/nope/", async (_request, reply) => reply.code(404).send("not json"));
  await app.ready();
});
afterAll(async () => app.close());

const problem = async (url: string, expectFailure = false) =>
  check.problemWith(await app.inject({ method: "GET", url }), expectFailure);

describe("the contract check of every answer", () => {
  it("passes an answer the contract describes", async () => {
    expect(await problem("/api/v1/currency/?answer=ok")).toBeNull();
    expect(await problem("/api/v1/currency?answer=ok")).toBeNull();
  });

  it("refuses a status the operation does not list", async () => {
    expect(await problem("/api/v1/currency/?answer=teapot")).toMatch(/listCurrencies answered 418/);
  });

  it("refuses a body that does not match the status's schema", async () => {
    expect(await problem("/api/v1/currency/?answer=bad-body")).toMatch(/does not match/);
    expect(await problem("/api/v1/currency/?answer=bad-code")).toMatch(/detail must be equal/);
  });

  it("refuses a content type the status does not list", async () => {
    expect(await problem("/api/v1/currency/?answer=text")).toMatch(
      /text\/plain, which it does not list/,
    );
  });

  it("holds answers outside every operation to the generic Error body", async () => {
    expect(await problem("/api/v1/nope/")).toMatch(/404 without a JSON body/);
  });

  it("takes a 5xx only where the test broke the server on purpose", async () => {
    expect(await problem("/api/v1/currency/?answer=failure")).toMatch(/answered 500/);
    expect(await problem("/api/v1/currency/?answer=failure", true)).toBeNull();
    expect(await problem("/api/v1/currency/?answer=ok", true)).toMatch(/expected the server/);
  });
});
