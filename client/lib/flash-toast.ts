/**
 * A toast carried across a document load: the portal's sign-out lands on the public home
 * page, a separate document ("Signed out successfully" shows there).
 */
const KEY = 'flash-toast';

export function setFlashToast(title: string): void {
  sessionStorage.setItem(KEY, title);
}

/** The carried toast's title, once (it is forgotten as it is read). */
export function takeFlashToast(): string | null {
  const title = sessionStorage.getItem(KEY);
  if (title !== null) sessionStorage.removeItem(KEY);
  return title;
}
