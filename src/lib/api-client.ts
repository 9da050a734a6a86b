import axios, { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { API_TIMEOUT_MS } from '@/config/constants';
import { getEnv, resolveUrl } from '@/config/env';
import { ApiError, apiErrorFrom } from './api-error';
import { BASE_HEADERS, isTokenless, portalHeaders } from './call-headers';
import { requestGate } from './request-gate';
import { readToken, removeToken } from './auth-token';

/** The one axios instance of the portal. Call it through `request` in `./api`. */
export const api = axios.create({
  adapter: 'fetch',
  timeout: API_TIMEOUT_MS,
  headers: BASE_HEADERS,
});

async function addHeaders(config: InternalAxiosRequestConfig) {
  await requestGate();
  config.baseURL ??= resolveUrl(getEnv().VITE_API_BASE_URL).href;
  const target = new URL(api.getUri(config), window.location.origin);
  const headers = AxiosHeaders.from(config.headers);
  // A call that names its own bearer (add-details carries the verify token) keeps it.
  const { Authorization: bearer, ...added } = portalHeaders(target, config.url);
  for (const [name, value] of Object.entries(added)) headers.set(name, value);
  if (isTokenless(config.url)) headers.delete('Authorization');
  else if (bearer && !headers.has('Authorization')) headers.set('Authorization', bearer);
  config.headers = headers;
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
