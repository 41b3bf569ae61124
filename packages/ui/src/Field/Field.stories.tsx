import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Box } from '../Box';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { Select, SelectItem } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';

// The messages of docs/rules/validation.md, as the portal passes them in Swedish.
const physioSchema = z.object({
  firstName: z.string().trim().min(1, 'Förnamn krävs').regex(/^[\p{L} -]+$/u, 'Endast bokstäver och mellanslag'),
  email: z.string().trim().min(1, 'E-post krävs').pipe(z.email('E-post är ogiltig')),
  password: z.string().min(8, 'Minst 8 tecken'),
  gender: z.string().min(1, 'Kön krävs'),
  aboutMe: z.string().max(120, 'Högst 120 tecken'),
});
type PhysioForm = z.infer<typeof physioSchema>;

const onValidSubmit = fn();

function AddPhysioForm() {
  const { control, handleSubmit } = useForm<PhysioForm>({
    resolver: zodResolver(physioSchema),
    defaultValues: { firstName: '', email: '', password: '', gender: '', aboutMe: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onValidSubmit(values))} style={{ width: 400 }}>
      <Box display="flex" flexDirection="column" gap="lg">
        <Controller
          control={control}
          name="firstName"
          render={({ field: { disabled, ...field }, fieldState }) => (
            <TextField {...field} isDisabled={disabled} label="Förnamn" isRequired errorMessage={fieldState.error?.message} />
          )}
        />
        <Controller
          control={control}
          name="email"
          render={({ field: { disabled, ...field }, fieldState }) => (
            <TextField {...field} isDisabled={disabled} type="email" label="E-post" isRequired errorMessage={fieldState.error?.message} />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field: { disabled, ...field }, fieldState }) => (
            <PasswordField
              {...field}
              isDisabled={disabled}
              label="Lösenord"
              autoComplete="new-password"
              isRequired
              showPasswordLabel="Visa lösenord"
              hidePasswordLabel="Dölj lösenord"
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              label="Kön"
              placeholder="Välj kön"
              isRequired
              selectedKey={field.value || null}
              onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
            >
              <SelectItem id="0">Ej angivet</SelectItem>
              <SelectItem id="1">Man</SelectItem>
              <SelectItem id="2">Kvinna</SelectItem>
            </Select>
          )}
        />
        <Controller
          control={control}
          name="aboutMe"
          render={({ field: { disabled, ...field }, fieldState }) => (
            <TextArea {...field} isDisabled={disabled} label="Om mig" errorMessage={fieldState.error?.message} />
          )}
        />
        <Button type="submit">Lägg till fysioterapeut</Button>
      </Box>
    </form>
  );
}

const meta = {
  title: 'Forms/Field',
  component: AddPhysioForm,
  parameters: {
    docs: {
      description: {
        component:
          'How every input works in a form. Each takes `label`, `description`, `errorMessage`, `isInvalid`, `isRequired`; the message sits under the input and is linked with aria-describedby. With react-hook-form, render inputs through `Controller` and pass `field` (value, onChange, onBlur, name, ref) plus `fieldState.error?.message`; zod schemas (via @hookform/resolvers) hold the docs/rules/validation.md rules, and the portal passes the translated messages. On a failed submit the first invalid field gets focus.',
      },
    },
  },
  beforeEach: () => onValidSubmit.mockClear(),
} satisfies Meta<typeof AddPhysioForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-post/ }), 'anna@');
    await userEvent.click(canvas.getByRole('button', { name: 'Lägg till fysioterapeut' }));
    await expect(await canvas.findByText('Förnamn krävs')).toBeVisible();
    await expect(canvas.getByText('E-post är ogiltig')).toBeVisible();
    await expect(canvas.getByText('Minst 8 tecken')).toBeVisible();
    await expect(canvas.getByText('Kön krävs')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Förnamn/ })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Förnamn/ })).toHaveAccessibleDescription('Förnamn krävs');
    await expect(onValidSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Förnamn/ }), 'Anna-Karin');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-post/ }), 'anna@klinik.se');
    await userEvent.type(canvas.getByLabelText(/Lösenord/), 'Rehab2026!');
    await userEvent.click(canvas.getByRole('button', { name: /Kön/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Kvinna' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lägg till fysioterapeut' }));
    await waitFor(() =>
      expect(onValidSubmit).toHaveBeenCalledWith({
        firstName: 'Anna-Karin',
        email: 'anna@klinik.se',
        password: 'Rehab2026!',
        gender: '2',
        aboutMe: '',
      }),
    );
  },
};
