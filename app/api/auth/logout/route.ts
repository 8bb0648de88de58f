import { NextResponse } from 'next/server';
import { signOut } from '@/lib/auth/sign-in-service';
import { handle } from '@/lib/http/responses';

/** Signs out and returns to the home page (303, so the browser follows with a GET). */
export const POST = handle(async (request: Request) => {
  await signOut();
  return NextResponse.redirect(new URL('/', request.url), 303);
});
