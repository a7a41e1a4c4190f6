import { useQuery } from '@apollo/client/react';
import { Button, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { MyProfileDocument } from '../accounts.generated.ts';
import { describeError } from '../../common/errors.ts';
import { FormError } from '../../common/form/FormError.tsx';
import { PageLoader } from '../../common/PageLoader.tsx';
import { AccountPage } from '../components/AccountPage.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import { ProfileEditForm } from './ProfileEditForm.tsx';

/** /userprofile, My Profile (spec 000 §2, §4): read-only, with an edit toggle. */
export function ProfilePage() {
  const { data, error } = useQuery(MyProfileDocument);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const profile = data?.me;

  // Back in the view, keyboard focus returns to the button that opened the form.
  const stopEditing = () => {
    flushSync(() => setEditing(false));
    editButton.current?.focus();
  };

  return (
    <AccountPage title="My Profile" wide>
      {!profile && error && <FormError message={describeError(error).message} />}
      {!profile && !error && <PageLoader />}
      {profile && editing && <ProfileEditForm profile={profile} onDone={stopEditing} />}
      {profile && !editing && (
        <>
          <ProfileDetails profile={profile} />
          <Group>
            <Button
              ref={editButton}
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          </Group>
        </>
      )}
    </AccountPage>
  );
}
