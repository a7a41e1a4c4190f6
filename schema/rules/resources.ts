/** The resources a role may read, with what a person calls them; the api grants them, the web guards by them. */
export const resources = {
  home: 'Home',
  esvd: 'Database',
  userProfile: 'User Profile',
  suggestStudy: 'Suggest a Study',
  study: 'Add Data',
  editData: 'Edit Data',
  manageStudies: 'Manage all Studies',
  admin: 'Admin',
  downloads: 'Downloads',
  settings: 'Settings',
  vtt: 'Value Transfer Tool setup',
  vttCalculations: 'Value Transfer Tool calculations',
  uploads: 'ESVD Uploads',
  vsl: 'Valuation Studies List',
  vsluploads: 'Vsl Upload',
  apikeySetup: 'Api key Setup',
  earlybirdSetup: 'Early Bird Setup',
  statsReady: 'Summary Stats Admin',
  referenceLists: 'Reference lists',
} as const;

export type ResourceName = keyof typeof resources;
