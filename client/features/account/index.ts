/** The account page's sections (docs/product.md#accounts): the public face of the account feature. */
export { useSignInMethods } from './api/account.ts';
export { PasswordSection } from './components/password-section.tsx';
export { ProfileSection } from './components/profile-section.tsx';
export { SessionsSection } from './components/sessions-section.tsx';
export { SignInMethodsSection } from './components/sign-in-methods-section.tsx';
export { TwoFactorSection } from './components/two-factor-section.tsx';
