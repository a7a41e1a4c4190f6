import type { RequestHandler } from 'express';
import helmet, { contentSecurityPolicy, strictTransportSecurity } from 'helmet';

/** Shared by both policies: no plugins, no <base> elsewhere, forms post here, and no site may frame a page. */
const lockedDown = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * What the web app loads. Mantine writes its theme (CSS variables) as <style> elements, hence 'unsafe-inline' for
 * styles (a static index.html cannot carry a per-answer nonce); scripts never run inline. MapLibre's worker is a
 * file of the build; blob: and data: cover the images and workers that map libraries make in the page. `'self'`
 * covers the graphql-ws websocket of the same host. An online basemap's hosts (`mapOrigins`) serve its style, tiles,
 * glyphs and sprites.
 */
function appPolicy(mapOrigins: readonly string[]) {
  return contentSecurityPolicy({
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...mapOrigins],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...mapOrigins],
      'worker-src': ["'self'", 'blob:'],
      ...lockedDown,
    },
  });
}

/**
 * GET /graphql in a browser shows Apollo Server's landing page, which loads Apollo's sandbox from its CDN under a
 * nonce-based policy of its own (a <meta> element). A second policy in the header would have to repeat its hosts
 * and nonce, so the header says only what a <meta> policy cannot (frame-ancestors) and what no page here needs.
 */
const landingPagePolicy = contentSecurityPolicy({
  useDefaults: false,
  directives: { 'default-src': contentSecurityPolicy.dangerouslyDisableDefaultSrc, ...lockedDown },
});

/** Powerful browser features the app never uses, refused for it and anything it embeds. */
const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The security headers of every answer, the API's and the web app's alike. HSTS goes only with answers over HTTPS
 * (behind a proxy on the same machine, X-Forwarded-Proto says so): over plain http a browser ignores it, and a
 * developer's https://localhost must not pin every local port to https for a year.
 */
export function securityHeaders(mapOrigins: readonly string[]): RequestHandler[] {
  const app = appPolicy(mapOrigins);
  const hsts = strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: false });
  return [
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      // A cross-origin request (an online basemap's tiles) learns the site, never the path of the page.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
    (request, response, next) => {
      response.setHeader('Permissions-Policy', permissionsPolicy);
      if (request.secure) return hsts(request, response, next);
      next();
    },
    (request, response, next) => {
      const landingPage = request.method === 'GET' && request.path === '/graphql';
      (landingPage ? landingPagePolicy : app)(request, response, next);
    },
  ];
}
