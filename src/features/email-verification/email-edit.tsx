import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { EMAIL } from '@/lib/validation';

const schema = z.object({
  email: z.string().check(z.trim(), z.regex(EMAIL, 'Please enter a valid email address')),
});

type Props = { email: string; onSave: (email: string) => void; onCancel: () => void };

/** Changing the address: checked before anything is sent. */
export function EmailEdit({ email, onSave, onCancel }: Props) {
  const { register, handleSubmit, formState } = useForm<z.infer<typeof schema>>({
    defaultValues: { email },
    resolver: zodResolver(schema),
  });
  return (
    <form
      onSubmit={handleSubmit(({ email: next }) => onSave(next))}
      noValidate
      className="space-y-4"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <div className="flex gap-3">
        <Button type="submit">Save</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
