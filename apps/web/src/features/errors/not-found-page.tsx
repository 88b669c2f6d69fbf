import { IconMapPinOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ErrorLayout } from './error-layout';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Benefit Store';
  }, []);
  return (
    <ErrorLayout
      icon={IconMapPinOff}
      title="OOPS! Page not found"
      description="The page you are looking for does not exist or is no longer available."
    />
  );
}
