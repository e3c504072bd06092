import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { vi, type Mock } from 'vitest';
import { makeStore } from '../../../stores/store';
import { theme } from '../../../theme/theme';
import { ProfileForm, type ProfileFormProps } from '../form/profile-form';
import { emptyProfileFormValues } from '../form/profile-form-values';

type SubmitMock = Mock<ProfileFormProps['onSubmit']>;

export function renderProfileForm(
  props: Partial<Omit<ProfileFormProps, 'onSubmit'>> & { onSubmit?: SubmitMock } = {},
) {
  const onSubmit: SubmitMock =
    props.onSubmit ?? vi.fn<ProfileFormProps['onSubmit']>().mockResolvedValue(undefined);
  const onCancel = props.onCancel ?? vi.fn();
  const user = userEvent.setup();
  // The MOS field asks the API through the store's RTK Query cache.
  render(
    <Provider store={makeStore()}>
      <ThemeProvider theme={theme}>
        <ProfileForm
          mode="edit"
          defaultValues={emptyProfileFormValues('dana.reyes@example.com')}
          {...props}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      </ThemeProvider>
    </Provider>,
  );
  return { user, onSubmit, onCancel };
}

export const textbox = (name: string) => screen.getByRole('textbox', { name });
export const select = (name: string) => screen.getByRole('combobox', { name });
export const mosInput = () => screen.getByRole('combobox', { name: 'MOS code' });
/** Date inputs have no ARIA role of their own; their label ends with the required asterisk when required. */
export const dateInput = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}( \\*)?$`), { selector: 'input' });
