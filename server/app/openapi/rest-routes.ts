import { z } from 'zod';
import { personaResponse } from '../../../shared/contracts/analysis';
import { clientConfigSchema, logoutResponse, userResponse, verifyTokenInput } from '../../../shared/contracts/auth';
import { botMessageInput, botMessageResponse } from '../../../shared/contracts/chat';
import { eventsInput, eventsResponse, interestsResponse } from '../../../shared/contracts/events';
import { searchInputSchema, searchResultSchema } from '../../../shared/contracts/neighbourhoods';
import { placesSearchInput, placesSearchResponse } from '../../../shared/contracts/places';
import { preferencesResponse, preferencesSchema, savePreferencesResponse } from '../../../shared/contracts/preferences';
import { recommendationsResultSchema, recommendInputSchema } from '../../../shared/contracts/recommendations';
import { apiHealthResponse } from '../../../shared/contracts/system';
import { keptFileInput, uploadResponse, uploadStreamEventSchema } from '../../../shared/contracts/timeline';
import { named, type RestRoute } from './rest-route';

// Every REST path the app serves (the features' *.rest.ts and the routes create-app.ts mounts itself),
// with the contracts the server validates them with. openapi-document.test.ts fails when a route is
// added to the app but not here, or listed here but not served.

/**
 * POST /api/upload's form. Its fields are read by busboy (upload.rest.ts), not by a zod contract, so
 * their schema is written here; `format: binary` is how OpenAPI tools know a part is a file.
 */
const uploadForm = z.object({
  file: z
    .array(z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream' }))
    .min(1)
    .describe('One or more parts named `file`: Google location history as .json, .txt or .zip; together one analysis.'),
  keepFile: z.enum(['true', 'false']).optional().describe('`true` keeps an encrypted copy of the file.'),
});

/** The document's own shape, loosely: it is generated, so only its top level is promised. */
const openApiShape = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

const PREFERENCES = named('Preferences', preferencesSchema);

export const REST_ROUTES: readonly RestRoute[] = [
  {
    method: 'get',
    path: '/api/health',
    operationId: 'health',
    tag: 'system',
    summary: 'Liveness, and whether local sign-in is ready yet',
    session: 'none',
    reply: { json: named('HealthResponse', apiHealthResponse), description: 'The server is up.' },
  },
  {
    method: 'get',
    path: '/api/config',
    operationId: 'clientConfig',
    tag: 'system',
    summary: "The browser's public sign-in settings (never a secret)",
    session: 'none',
    reply: { json: named('ClientConfig', clientConfigSchema), description: 'Sign-in settings.' },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'openApiDocument',
    tag: 'system',
    summary: 'This document',
    session: 'none',
    reply: { json: named('OpenApiDocument', openApiShape), description: 'The OpenAPI 3.1 document.' },
  },
  {
    method: 'post',
    path: '/api/auth/verify-token',
    operationId: 'verifyToken',
    tag: 'auth',
    summary: 'Sign in with a Firebase ID token',
    description: 'Verifies the token, creates the user if new, and sets the httpOnly session cookie.',
    session: 'none',
    body: { json: named('VerifyTokenRequest', verifyTokenInput) },
    reply: { json: named('UserResponse', userResponse), description: 'Signed in; Set-Cookie carries the session.' },
    errors: ['UNAUTHORIZED'],
  },
  {
    method: 'get',
    path: '/api/auth/session',
    operationId: 'session',
    tag: 'auth',
    summary: 'The signed-in user, or 401',
    session: 'required',
    reply: { json: named('UserResponse', userResponse), description: 'The session’s user.' },
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    operationId: 'logout',
    tag: 'auth',
    summary: 'Revoke the session and clear its cookie (safe when signed out)',
    session: 'optional',
    reply: { json: named('SuccessResponse', logoutResponse), description: 'Signed out.' },
  },
  {
    method: 'get',
    path: '/api/user/profile',
    operationId: 'profile',
    tag: 'user',
    summary: "The caller's own profile",
    session: 'required',
    reply: { json: named('UserResponse', userResponse), description: 'The profile.' },
  },
  {
    method: 'get',
    path: '/api/user/interests',
    operationId: 'interests',
    tag: 'user',
    summary: 'What social events are scored against (lifestyle, traits, indicators, persona)',
    session: 'required',
    reply: { json: named('InterestsResponse', interestsResponse), description: 'The interests.' },
  },
  {
    method: 'post',
    path: '/api/user/persona',
    operationId: 'persona',
    tag: 'user',
    summary: "Work out and save a persona from the finder's answers",
    session: 'required',
    body: { json: PREFERENCES },
    reply: { json: named('PersonaResponse', personaResponse), description: 'The saved persona.' },
  },
  {
    method: 'post',
    path: '/api/housing/recommend-housing',
    operationId: 'recommendHousing',
    tag: 'recommendations',
    summary: 'Save the finder form, or (with `{ preferences }`) rank neighbourhoods',
    description:
      'One path, two bodies (spec §7): `{ preferences, analysis? }` asks for recommendations; the form itself is saved.',
    session: 'required',
    body: { json: named('RecommendHousingRequest', z.union([preferencesSchema, recommendInputSchema])) },
    reply: {
      json: named('RecommendHousingResponse', z.union([savePreferencesResponse, recommendationsResultSchema])),
      description: 'The saved form, or the ranked neighbourhoods.',
    },
  },
  {
    method: 'get',
    path: '/api/housing/recommend-housing',
    operationId: 'savedPreferences',
    tag: 'recommendations',
    summary: 'The saved finder preferences, or null',
    session: 'required',
    reply: { json: named('PreferencesResponse', preferencesResponse), description: 'The saved preferences.' },
  },
  {
    method: 'post',
    path: '/api/neighborhoods/search',
    operationId: 'searchNeighbourhoods',
    tag: 'neighbourhoods',
    summary: 'Search the curated localities by text, city and filters',
    session: 'none',
    body: { json: named('NeighbourhoodSearchRequest', searchInputSchema) },
    reply: { json: named('NeighbourhoodSearchResult', searchResultSchema), description: 'Matching localities.' },
  },
  {
    method: 'post',
    path: '/api/places/recommendations',
    operationId: 'searchPlaces',
    tag: 'places',
    summary: 'Places around a neighbourhood, priority types first',
    session: 'optional',
    body: { json: named('PlacesSearchRequest', placesSearchInput) },
    reply: { json: named('PlacesSearchResponse', placesSearchResponse), description: 'The places.' },
    errors: ['NOT_FOUND', 'TOO_MANY_REQUESTS'],
  },
  {
    method: 'post',
    path: '/api/social/groups',
    operationId: 'upcomingEvents',
    tag: 'events',
    summary: 'Dated events in a city for the next three months, scored for a signed-in person',
    session: 'optional',
    body: { json: named('EventsRequest', eventsInput) },
    reply: { json: named('EventsResponse', eventsResponse), description: 'The events.' },
    errors: ['NOT_FOUND', 'TOO_MANY_REQUESTS'],
  },
  {
    method: 'post',
    path: '/api/bot/message',
    operationId: 'botMessage',
    tag: 'chat',
    summary: 'Ask the relocation assistant; the whole reply at once',
    session: 'required',
    body: { json: named('BotMessageRequest', botMessageInput) },
    reply: { json: named('BotMessageResponse', botMessageResponse), description: "The assistant's reply." },
    errors: ['TOO_MANY_REQUESTS'],
  },
  {
    method: 'post',
    path: '/api/upload',
    operationId: 'uploadTimeline',
    tag: 'uploads',
    summary: 'Analyse a Google location history (streamed; progress with Accept: application/x-ndjson)',
    description:
      'With `Accept: application/x-ndjson` the 200 reply is a stream of JSON lines (progress, then the result or an error line); a refusal before the stream starts is a JSON error with its status.',
    session: 'required',
    body: {
      multipart: named('UploadForm', uploadForm),
      encoding: { file: { contentType: 'application/json, text/plain, application/zip, application/octet-stream' } },
    },
    reply: {
      json: named('UploadResponse', uploadResponse),
      ndjson: named('UploadStreamEvent', uploadStreamEventSchema),
      description: 'The saved analysis, or (NDJSON) one line of the stream.',
    },
    errors: ['TOO_MANY_REQUESTS'],
  },
  {
    method: 'get',
    path: '/api/timeline/analyses/:id/file',
    operationId: 'downloadKeptFile',
    tag: 'uploads',
    summary: 'Download the kept copy of an upload (decrypted, under its original name)',
    session: 'required',
    params: keptFileInput,
    reply: { file: true, description: 'The file as uploaded, as an attachment.' },
    errors: ['NOT_FOUND', 'SERVICE_UNAVAILABLE'],
  },
];
