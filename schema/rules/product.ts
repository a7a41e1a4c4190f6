/** Facts about the product that several screens, mails and files print. */
export const productName = 'ESVD';
export const productTitle = 'Ecosystem Services Valuation Database';
export const contactEmail = 'esvd@esvd.local';
