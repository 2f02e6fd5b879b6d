import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_FORM_DEFAULTS,
  ContactToasts,
  contactFormSchema,
  type ContactFormValues,
} from '@dct/contracts';
import { Button, FormField, Input, Select, Textarea, apiRequest, applyServerFieldErrors, serverMessage, toast } from '@dct/ui';

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message', 'category'] as const;

/** Spec §5 "Contact form": validated with the shared schema, sent to POST /api/contact. */
export function ContactForm() {
  const form = useForm({ resolver: zodResolver(contactFormSchema), defaultValues: CONTACT_FORM_DEFAULTS });
  const send = useMutation({
    mutationFn: (values: ContactFormValues) => apiRequest('POST', '/api/contact', values),
    onSuccess: () => {
      toast({ title: ContactToasts.sent.title, description: ContactToasts.sent.description });
      form.reset(CONTACT_FORM_DEFAULTS);
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, CONTACT_FIELDS, form.setError)) return;
      toast({
        variant: 'destructive',
        title: ContactToasts.failed.title,
        description: serverMessage(error) ?? ContactToasts.failed.fallbackDescription,
      });
    },
  });
  const { errors } = form.formState;

  return (
    <form className="form-grid" noValidate aria-label="Contact form" onSubmit={form.handleSubmit((values) => send.mutate(values))}>
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Subject" error={errors.subject?.message}>
        <Input {...form.register('subject')} />
      </FormField>
      <FormField label="Category" error={errors.category?.message}>
        <Select {...form.register('category')}>
          {CONTACT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CONTACT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Message" className="span-2" error={errors.message?.message}>
        <Textarea rows={6} {...form.register('message')} />
      </FormField>
      <div className="form-actions span-2">
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
