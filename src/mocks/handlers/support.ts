import { HttpResponse } from 'msw';
import { apiUrl, customerOf, fail, jsonBody, unauthorized, http } from '../http';

export const supportHandlers = [
  http.post(apiUrl('/contact-us'), async ({ request }) => {
    if (!customerOf(request)) return unauthorized();
    const { full_name, phone_no, email, issue, message } = await jsonBody(request);
    const complete = [full_name, phone_no, email, issue, message].every(
      (value) => typeof value === 'string' && value.trim() !== '',
    );
    if (!complete) return fail(400, 'Please fill in every field');
    return HttpResponse.json({ message: 'Message received' });
  }),
];
