import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import { makeStore } from '../app/store';

/** Renders the real route table at `path` with the app's providers and a fresh store. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Providers store={makeStore()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user };
}
