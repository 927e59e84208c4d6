import { zodResolver } from '@hookform/resolvers/zod';
import { NewsInput, type News } from '@signals/protocol';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useAdminNewsStore } from '../../../stores/admin/news';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextField } from '../../../ui';
import { CheckboxField, TextAreaField } from '../components/form';

type NewsValues = z.output<typeof NewsInput>;

/** Add News / Edit News: title, text, optional picture, video and source links, and whether it is published. */
export function NewsFormDialog({ news, onClose }: { news?: News; onClose: () => void }) {
  const formId = useId();
  const editing = news !== undefined;
  const newsCreated = useAdminNewsStore((s) => s.newsCreated);
  const newsUpdated = useAdminNewsStore((s) => s.newsUpdated);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsInput, unknown, NewsValues>({
    resolver: zodResolver(NewsInput),
    defaultValues: {
      title: news?.title ?? '',
      content: news?.content ?? '',
      imageUrl: news?.imageUrl ?? '',
      videoUrl: news?.videoUrl ?? '',
      externalUrl: news?.externalUrl ?? '',
      isPublished: news?.isPublished ?? true,
    },
  });

  const onSubmit = async (values: NewsValues) => {
    try {
      if (news) {
        await newsUpdated(news.id, values);
      } else {
        await newsCreated(values);
      }
      toast({ title: editing ? 'News updated' : 'News created', description: values.title, variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['title', 'content', 'imageUrl', 'videoUrl', 'externalUrl'])) {
        toast({
          title: editing ? 'Failed to update news' : 'Failed to create news',
          description: errorMessage(error, 'Something went wrong. Please try again.'),
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={editing ? 'Edit News' : 'Add News'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {editing ? 'Save Changes' : 'Add News'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField label="Title" error={errors.title?.message} {...register('title')} />
        <TextAreaField label="Content" rows={7} error={errors.content?.message} {...register('content')} />
        <TextField label="Image URL" type="url" placeholder="https://…" hint="Optional. An https:// picture, shown on the card." error={errors.imageUrl?.message} {...register('imageUrl')} />
        <TextField
          label="Video URL"
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          hint="Optional. A YouTube or Vimeo link: traders play it on the card."
          error={errors.videoUrl?.message}
          {...register('videoUrl')}
        />
        <TextField label="External URL" type="url" placeholder="https://…" hint="Optional. Where to read more." error={errors.externalUrl?.message} {...register('externalUrl')} />
        <CheckboxField variant="switch" label="Published" description="Drafts are only visible here." {...register('isPublished')} />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
