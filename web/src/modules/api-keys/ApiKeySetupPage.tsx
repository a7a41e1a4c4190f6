import { PageFrame } from '../common/PageFrame.tsx';
import { ApiKeyForm } from './ApiKeyForm.tsx';
import { IssuedApiKeysCard } from './IssuedApiKeysCard.tsx';

/**
 * /apikeySetup, Api key Setup (spec 001 §2, §4; co-capacity): generate a read-only key for a script, send it to
 * its recipient, and keep track of the keys issued.
 */
export function ApiKeySetupPage() {
  return (
    <PageFrame
      size="xl"
      title="Api key Setup"
      intro="Give a data scientist read access to the database for scripts (Python, R, curl) without a password."
    >
      <ApiKeyForm />
      <IssuedApiKeysCard />
    </PageFrame>
  );
}
