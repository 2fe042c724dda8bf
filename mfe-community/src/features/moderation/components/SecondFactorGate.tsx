import { type ReactNode, useState } from 'react';
import { apiErrorMessage, PageState } from '@universo/platform';
import { useGetAdminSessionQuery } from '../api/adminSecondFactor';
import { SecondFactorPrompt } from './SecondFactorPrompt';
import { TotpEnrolment } from './TotpEnrolment';

/**
 * Before the moderation queue: an admin without an authenticator app enrols one, an admin whose
 * session has not given a code gives one. svc-content refuses moderation without it anyway.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { data, isLoading, isError, error, refetch } = useGetAdminSessionQuery(undefined, { refetchOnMountOrArgChange: true });
  // Set while the recovery codes of a new enrolment are on screen (the session is verified already).
  const [enrolling, setEnrolling] = useState(false);

  if (isLoading) return <PageState status="loading" message="Comprobando la verificación en dos pasos..." />;
  if (isError || !data) {
    return <PageState status="error" message={apiErrorMessage(error) ?? 'No pudimos comprobar tu verificación en dos pasos.'} onRetry={() => void refetch()} />;
  }
  if (enrolling || data.secondFactor === 'enrol') {
    return (
      <TotpEnrolment
        onStarted={() => setEnrolling(true)}
        onFinished={() => {
          setEnrolling(false);
          void refetch();
        }}
      />
    );
  }
  if (data.secondFactor === 'verify') return <SecondFactorPrompt />;
  return <>{children}</>;
}
