/** The password policy's floor (docs/product.md#constants); the server may raise it. */

export const MIN_PASSWORD_LENGTH = 6;
