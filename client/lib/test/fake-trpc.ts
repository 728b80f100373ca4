import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../../server/trpc/app-router';
import { APP_ERROR_STATUS, type AppErrorCode, type FieldErrors } from '../../../shared/errors/app-error-codes';

// A stand-in for the server behind the tRPC client, for component tests: each procedure a test
// needs is answered by a function of its input, typed by the procedure's own input and output (the
// z.infer of its contract in shared/contracts), so an answer the server could not give fails the
// typecheck. A call nobody answers fails the call and the test, naming the procedure.

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** Answers by feature and procedure: `{ business: { register: (input) => receipt } }`. */
export type FakeAnswers = {
  [F in keyof Outputs]?: {
    [P in keyof Outputs[F]]?: (
      input: P extends keyof Inputs[F] ? Inputs[F][P] : never,
    ) => Outputs[F][P] | Promise<Outputs[F][P]>;
  };
};

/** A call the fake server received. */
export interface FakeCall {
  path: string;
  input: unknown;
}

/** What the server's error formatter sends for a refusal (server/trpc/trpc.ts): message, code and fields. */
export function refusal(code: AppErrorCode, message: string, fields: FieldErrors | null = null): Error {
  return TRPCClientError.from({
    error: {
      message,
      code: -32600,
      data: { code, httpStatus: APP_ERROR_STATUS[code], appCode: code, fields },
    },
  });
}

/** A tRPC link answering from `answers`, recording each call in `calls`. */
export function fakeLink(answers: FakeAnswers, calls: FakeCall[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const [feature, procedure] = op.path.split('.') as [string, string];
        const answer = (answers as Record<string, Record<string, (input: unknown) => unknown> | undefined>)[feature]?.[
          procedure
        ];
        if (!answer) {
          observer.error(TRPCClientError.from(new Error(`No answer for ${op.path} in this test`)));
          return;
        }
        Promise.resolve()
          .then(() => answer(op.input))
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) =>
              observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error)),
          );
      });
}
