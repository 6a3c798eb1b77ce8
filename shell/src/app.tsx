import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@marquee/shared/app';
import { createAppRouter } from './routes/router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
