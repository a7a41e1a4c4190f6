import { describe, expect, it } from 'vitest';

import type { ViewerAccess } from '../../modules/access/resources.ts';
import { buildNavigation } from './navigation.ts';

function viewer(signedIn: boolean, ...granted: string[]): ViewerAccess {
  return { signedIn, resources: granted.map((resource) => ({ resource, granted: true })) };
}

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('buildNavigation', () => {
  it('offers a visitor Home, Database, Login and Sign Up only', () => {
    const navigation = buildNavigation(viewer(false, 'home'));
    expect(labels(navigation.main)).toEqual(['Home', 'Database']);
    expect(navigation.admin).toEqual([]);
    expect(navigation.account).toEqual([
      { label: 'Login', to: '/login' },
      { label: 'Sign Up', to: '/signup' },
    ]);
  });

  it('adds the Value Transfer Tool and Suggest a Study for a user', () => {
    const navigation = buildNavigation(viewer(true, 'home', 'esvd', 'userProfile', 'suggestStudy'));
    expect(navigation.main).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Database', to: '/esvd' },
      { label: 'Value Transfer Tool', to: '/vtt/calculations' },
      { label: 'Suggest a Study', to: '/suggest' },
    ]);
    expect(labels(navigation.account)).toEqual(['My Profile', 'Logout']);
  });

  it('hides the Value Transfer Tool when the database is not granted', () => {
    expect(labels(buildNavigation(viewer(true, 'home')).main)).toEqual(['Home', 'Database']);
  });

  it('hides the Value Transfer Tool from a signed-out viewer', () => {
    expect(labels(buildNavigation(viewer(false, 'esvd')).main)).not.toContain('Value Transfer Tool');
  });

  it('offers Add Data to data analysts and Edit Data to editors in chief', () => {
    const analyst = buildNavigation(viewer(true, 'esvd', 'suggestStudy', 'study'));
    expect(analyst.main.slice(-2)).toEqual([
      { label: 'Suggest a Study', to: '/suggest' },
      { label: 'Add Data', to: '/entries' },
    ]);
    expect(labels(analyst.main)).not.toContain('Edit Data');
    const editor = buildNavigation(viewer(true, 'esvd', 'editData'));
    expect(editor.main.at(-1)).toEqual({ label: 'Edit Data', to: '/editor' });
    expect(labels(editor.main)).not.toContain('Add Data');
  });

  it('lists only the granted admin entries, in menu order', () => {
    const navigation = buildNavigation(viewer(true, 'esvd', 'downloads', 'referenceLists', 'vtt'));
    expect(navigation.admin).toEqual([
      { label: 'VTT setup', to: '/vtt' },
      { label: 'User profile downloads', to: '/userprofiles' },
      { label: 'Filter query downloads', to: '/filterqueries' },
      { label: 'Reference lists', to: '/admin' },
    ]);
  });

  it('puts Manage all Studies first in the Admin menu, for admins only', () => {
    const navigation = buildNavigation(viewer(true, 'esvd', 'manageStudies', 'referenceLists'));
    expect(navigation.admin).toEqual([
      { label: 'Manage all Studies', to: '/manage' },
      { label: 'Reference lists', to: '/admin' },
    ]);
    expect(labels(buildNavigation(viewer(true, 'esvd', 'editData')).admin)).not.toContain('Manage all Studies');
  });

  it('gives a co-capacity user every admin entry', () => {
    const coCapacity = viewer(
      true,
      'manageStudies',
      'vtt',
      'earlybirdSetup',
      'statsReady',
      'vsl',
      'settings',
      'apikeySetup',
      'downloads',
      'uploads',
      'vsluploads',
      'referenceLists',
    );
    expect(buildNavigation(coCapacity).admin).toHaveLength(12);
  });

  it('offers administrators the suggested studies', () => {
    expect(buildNavigation(viewer(true, 'esvd', 'suggestStudy', 'admin')).admin).toEqual([
      { label: 'Suggested studies', to: '/suggestions' },
    ]);
    expect(buildNavigation(viewer(true, 'esvd', 'suggestStudy')).admin).toEqual([]);
  });

  it('ignores resources that are listed but not granted', () => {
    const navigation = buildNavigation({ signedIn: true, resources: [{ resource: 'settings', granted: false }] });
    expect(navigation.admin).toEqual([]);
  });
});
