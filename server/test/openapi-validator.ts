import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '../app/openapi/openapi-document';

const BASE = 'https://basera.invalid/openapi.json';

/** A JSON pointer (RFC 6901) into the document. */
export const pointerOf = (parts: readonly string[]) =>
  `#/${parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/**
 * Validates values against the schemas at places in an OpenAPI 3.1 document (draft 2020-12), with
 * their `$ref`s resolved inside the document. Strict mode, so a schema Ajv finds dubious (an unknown
 * keyword, `properties` without `type: object`) fails the test too.
 */
export function createDocumentValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true); // OpenAPI's marker for a file part, not a constraint on a string
  // The document's own fields are not schema keywords: declared so strict mode lets the root through.
  for (const field of Object.keys(document)) ajv.addKeyword(field);
  ajv.addSchema({ $id: BASE, ...document });

  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (parts: readonly string[]) => {
    const ref = `${BASE}${pointerOf(parts)}`;
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.getSchema(ref);
      if (!validate) throw new Error(`no schema at ${pointerOf(parts)}`);
      compiled.set(ref, validate);
    }
    return validate;
  };

  return {
    /** Compiles the schema at `parts` (throws if it is not a valid schema). */
    compile: (parts: readonly string[]) => validatorAt(parts),
    /** The errors of `value` against the schema at `parts`, as text; null when it is valid. */
    errorsOf(parts: readonly string[], value: unknown): string | null {
      const validate = validatorAt(parts);
      return validate(value) ? null : ajv.errorsText(validate.errors);
    },
  };
}

export type DocumentValidator = ReturnType<typeof createDocumentValidator>;

/** Where an operation's request body schema is. */
export const requestSchemaAt = (method: string, path: string, media = 'application/json') => [
  'paths',
  path,
  method,
  'requestBody',
  'content',
  media,
  'schema',
];

/** Where an operation's reply schema for a status is. */
export const replySchemaAt = (method: string, path: string, status: number, media = 'application/json') => [
  'paths',
  path,
  method,
  'responses',
  String(status),
  'content',
  media,
  'schema',
];
