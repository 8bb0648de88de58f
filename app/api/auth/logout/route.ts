import { signOut } from '@/lib/auth/sign-in-service';
import { handle, seeOther } from '@/lib/http/responses';

/** Signs out and returns to the home page (303, so the browser follows with a GET). */
export const POST = handle(async () => {
  await signOut();
  return seeOther('/');
});
