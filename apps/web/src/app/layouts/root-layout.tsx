import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while start-up runs on the first load; after a short wait so fast starts do not flash it. */
export function BootScreen() {
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 400);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center style={{ flex: 1 }} aria-busy="true">
      {isVisible ? <Loader aria-label="Loading the store" /> : null}
    </Center>
  );
}
