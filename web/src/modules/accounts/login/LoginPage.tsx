import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import { startSession } from '../../common/apollo.ts';
import { productName } from '../../common/product.ts';
import { AccountPage } from '../components/AccountPage.tsx';
import { SignedOutOnly } from '../components/SignedOutOnly.tsx';
import { CodeStep } from './CodeStep.tsx';
import { IdentifyStep, type LoginStep } from './IdentifyStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { returnPathAfterLogin } from './return-path.ts';

/** /login and /login/{returnUrl} (spec 000 §2, §4): two steps, then back to where the user was going. */
export function LoginPage() {
  const { '*': returnUrl } = useParams();
  const { search } = useLocation();
  const returnPath = returnPathAfterLogin(returnUrl, search);
  return (
    <SignedOutOnly signedInTo={returnPath}>
      <LoginSteps returnPath={returnPath} />
    </SignedOutOnly>
  );
}

function LoginSteps({ returnPath }: { returnPath: string }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<LoginStep>({ kind: 'identify', usernameOrEmail: '' });
  const { pathname: loginPath } = useLocation();

  const onSignedIn = async (token: string) => {
    await startSession(token);
    // SignedOutOnly sends the user on as soon as the refetched viewer is signed in, and a second visit to the return
    // path would undo where its guard sent them (home, for a page they may not open). Still on the login page (the
    // viewer's refetch failed), the user goes on from here.
    if (window.location.pathname === loginPath) await navigate(returnPath, { replace: true });
  };

  switch (step.kind) {
    case 'identify':
      return (
        <AccountPage title="Login">
          <IdentifyStep usernameOrEmail={step.usernameOrEmail} onIdentified={setStep} />
        </AccountPage>
      );
    case 'password':
      return (
        <AccountPage title={`Welcome to the ${productName}`} intro="Enter your password to log in.">
          <PasswordStep
            username={step.username}
            onBack={() => setStep({ kind: 'identify', usernameOrEmail: step.username })}
            onSignedIn={onSignedIn}
          />
        </AccountPage>
      );
    case 'code':
      return (
        <AccountPage title="Login with a code" intro="Enter the one-time code we emailed you.">
          <CodeStep
            email={step.email}
            notice={step.notice}
            onBack={() => setStep({ kind: 'identify', usernameOrEmail: step.email })}
            onSignedIn={onSignedIn}
          />
        </AccountPage>
      );
  }
}
