import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';
import { codeField, useMessagesFollowLanguage } from '@/lib/form';
import { textsNow, useTexts } from '@/lib/i18n/texts';
import { useServerAction } from '@/lib/query/server-action';
import { useKeptDraft } from '@/session/use-kept-draft';
import { PAN } from '@/lib/validation';
import { panSave } from '../api/profile-api';
import { profileTexts } from '../texts';

const schema = z.object({
  pan: z.string().check(z.regex(PAN, { error: () => textsNow(profileTexts).invalidPan })),
});

/** For a customer without a PAN on file. */
export function PanForm() {
  const t = useTexts(profileTexts);
  const form = useForm<z.infer<typeof schema>>({
    defaultValues: { pan: '' },
    resolver: zodResolver(schema),
  });
  const { register, handleSubmit, formState } = form;
  useKeptDraft('pan', form);
  useMessagesFollowLanguage(form);
  const { busy, run: save } = useServerAction(panSave, {
    onSuccess: () => notify.success(textsNow(profileTexts).panSaved),
  });
  const pan = codeField(register('pan'), 10);
  return (
    <form
      onSubmit={handleSubmit(({ pan }) => save(pan))}
      noValidate
      className="flex flex-wrap items-start gap-3"
    >
      <TextField
        className="min-w-48 flex-1"
        label={t.pan}
        autoCapitalize="characters"
        error={formState.errors.pan?.message}
        {...pan}
      />
      <Button type="submit" className="sm:mt-7" busy={busy}>
        {t.savePan}
      </Button>
    </form>
  );
}
