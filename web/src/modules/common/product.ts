// Facts about the product that several screens print; the api prints them too (the citation PDF).
export { contactEmail, productName, productTitle } from '@esvd/schema/rules/product';
