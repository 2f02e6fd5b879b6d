import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS, CONTACT_FORM_DEFAULTS, ContactToasts, type ContactFormValues } from '@dct/contracts';
import { contactFormSchema } from '@dct/contracts/schemas';
import { sendContactMessage } from '@dct/data';
import { SubmitButton, toast } from '@dct/ui';
import { useApiForm, FormInput, FormTextarea, FormChoices } from '@dct/ui/forms';
import { EmailField, NameField } from './person-fields';

/** Spec §5 "Contact form": validated with the shared schema, sent to POST /api/contact. */
export function ContactForm() {
  const { form, onSubmit, pending } = useApiForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: CONTACT_FORM_DEFAULTS,
    submit: (values: ContactFormValues) => sendContactMessage(values),
    onSuccess: (_sent, { resetForm }) => {
      toast({ title: ContactToasts.sent.title, description: ContactToasts.sent.description });
      resetForm();
    },
    onFailure: ({ serverMessage }) =>
      toast({ variant: 'destructive', title: ContactToasts.failed.title, description: serverMessage ?? ContactToasts.failed.fallbackDescription }),
  });
  const { errors } = form.formState;

  return (
    <form className="form-grid" noValidate aria-label="Contact form" onSubmit={onSubmit}>
      <NameField field={form.register('name')} error={errors.name?.message} />
      <EmailField field={form.register('email')} error={errors.email?.message} />
      <FormInput form={form} name="subject" label="Subject" />
      <FormChoices form={form} name="category" label="Category" values={CONTACT_CATEGORIES} labels={CONTACT_CATEGORY_LABELS} />
      <FormTextarea form={form} name="message" label="Message" className="span-2" rows={6} />
      <div className="form-actions span-2">
        <SubmitButton size="lg" pending={pending} label="Send Message" pendingLabel="Sending..." />
      </div>
    </form>
  );
}
