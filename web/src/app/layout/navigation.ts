import { isGranted, type ResourceName, type ViewerAccess } from '../../modules/access/resources.ts';

export interface NavigationEntry {
  label: string;
  to: string;
}

export interface Navigation {
  main: NavigationEntry[];
  /** Empty when the viewer holds none of the admin resources; the Admin dropdown is then not shown. */
  admin: NavigationEntry[];
  account: NavigationEntry[];
}

const adminEntries: ReadonlyArray<NavigationEntry & { resource: ResourceName }> = [
  { label: 'Manage all Studies', to: '/manage', resource: 'manageStudies' },
  { label: 'VTT setup', to: '/vtt', resource: 'vtt' },
  { label: 'Early bird setup', to: '/earlybirdSetup', resource: 'earlybirdSetup' },
  { label: 'Summary stats readiness', to: '/statsready', resource: 'statsReady' },
  { label: 'Valuation studies list', to: '/vsl', resource: 'vsl' },
  { label: 'Settings', to: '/settings', resource: 'settings' },
  { label: 'Api key setup', to: '/apikeySetup', resource: 'apikeySetup' },
  { label: 'User profile downloads', to: '/userprofiles', resource: 'downloads' },
  { label: 'Filter query downloads', to: '/filterqueries', resource: 'downloads' },
  { label: 'ESVD uploads', to: '/esvduploads', resource: 'uploads' },
  { label: 'VSL uploads', to: '/vsluploads', resource: 'vsluploads' },
  { label: 'Reference lists', to: '/admin', resource: 'referenceLists' },
  { label: 'Suggested studies', to: '/suggestions', resource: 'admin' },
];

/**
 * The menu for a viewer (spec 000 §2 and §6): an entry appears only when its resource is granted. The header and
 * the mobile sidebar both render this, so they always offer the same entries.
 */
export function buildNavigation(viewer: ViewerAccess): Navigation {
  const main: NavigationEntry[] = [
    { label: 'Home', to: '/' },
    { label: 'Database', to: '/esvd' },
  ];
  if (viewer.signedIn && isGranted(viewer, 'esvd'))
    main.push({ label: 'Value Transfer Tool', to: '/vtt/calculations' });
  if (isGranted(viewer, 'suggestStudy')) main.push({ label: 'Suggest a Study', to: '/suggest' });
  if (isGranted(viewer, 'study')) main.push({ label: 'Add Data', to: '/entries' });
  if (isGranted(viewer, 'editData')) main.push({ label: 'Edit Data', to: '/editor' });

  const admin = adminEntries
    .filter((entry) => isGranted(viewer, entry.resource))
    .map(({ label, to }) => ({ label, to }));

  const account = viewer.signedIn
    ? [
        { label: 'My Profile', to: '/userprofile' },
        { label: 'Logout', to: '/logout' },
      ]
    : [
        { label: 'Login', to: '/login' },
        { label: 'Sign Up', to: '/signup' },
      ];

  return { main, admin, account };
}

/** Entries match their exact path: /vtt (setup) must not light up on /vtt/calculations. */
export function isCurrentPath(pathname: string, to: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === to;
}
