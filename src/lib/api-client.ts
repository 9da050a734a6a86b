import axios, { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { API_TIMEOUT_MS } from '@/config/constants';
import { getEnv, resolveUrl } from '@/config/env';
import { ApiError, apiErrorFrom } from './api-error';
import { getLocale, languageTag } from './i18n/locale';
import { requestGate } from './request-gate';
import { readToken, removeToken } from './auth-token';

/** Calls that must never carry the bearer token (docs/api-contract.md#headers). */
const TOKENLESS = new Set(['/auth/login', '/auth/login-otp', '/auth/verify-otp']);

/** The one axios instance of the portal. Call it through `request` in `./api`. */
export const api = axios.create({
  adapter: 'fetch',
  timeout: API_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

function customerOrigins(): string[] {
  const env = getEnv();
  return [resolveUrl(env.VITE_API_BASE_URL).origin, resolveUrl(env.VITE_PORTFOLIO_API_URL).origin];
}

async function addHeaders(config: InternalAxiosRequestConfig) {
  await requestGate();
  const env = getEnv();
  config.baseURL ??= resolveUrl(env.VITE_API_BASE_URL).href;
  const target = new URL(api.getUri(config), window.location.origin);
  const headers = AxiosHeaders.from(config.headers);
  // The language on screen, so a server may answer its messages in it (docs/api-contract.md#headers).
  // It tells nothing about the person, and the browser would send its own anyway.
  headers.set('Accept-Language', languageTag(getLocale()));
  config.headers = headers;
  // Our signature and the customer's token go to our own API hosts only, never to a third party.
  if (!customerOrigins().includes(target.origin)) return config;
  headers.set('Signature', env.VITE_API_SIGNATURE);
  const token = readToken();
  if (TOKENLESS.has(config.url ?? '')) headers.delete('Authorization');
  else if (!headers.has('Authorization') && token) headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/**
 * An unauthorized answer ends the session, but only when the call carried the token of the
 * session now: a late answer to a call sent with an older token (a previous customer's, or one
 * already ended) changes nothing, and many calls failing together end it once.
 */
function handleFailure(error: unknown): Promise<never> {
  const apiError =
    error instanceof AxiosError
      ? apiErrorFrom(error.response?.status ?? 0, error.response?.data)
      : new ApiError(0);
  const unauthorized = Boolean(apiError.details?.unauthorized) || apiError.status === 401;
  const current = readToken();
  const carried =
    error instanceof AxiosError
      ? AxiosHeaders.from(error.config?.headers).get('Authorization')
      : undefined;
  if (unauthorized && current && carried === `Bearer ${current}`) removeToken('unauthorized');
  return Promise.reject(apiError);
}

api.interceptors.request.use(addHeaders);
api.interceptors.response.use(undefined, handleFailure);
