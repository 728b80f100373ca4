// Fixed footer texts (spec §2: a support e-mail and phone, fixed text).
export const SUPPORT_EMAIL = 'support@basera.in';
export const SUPPORT_PHONE = '+91 80 4000 1234';
export const BRAND = 'Basera';
