import { IconSettingsOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ErrorLayout } from './error-layout';

export function LandingConfigErrorPage() {
  const { enrollType = '' } = useParams();
  useEffect(() => {
    document.title = 'Landing page not configured · Benefit Store';
  }, []);
  return (
    <ErrorLayout
      icon={IconSettingsOff}
      title={`OOPS! Landing url is not configured for this ${enrollType}`}
      description="Please contact the person who shared this link, or continue on our homepage."
    />
  );
}
