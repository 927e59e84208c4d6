import { zodResolver } from '@hookform/resolvers/zod';
import { NewsInput, type News } from '@signals/protocol';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { applyFieldIssues } from '../../../lib/formIssues';
import { useAdminNewsStore } from '../../../stores/admin/news';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextAreaField, TextField } from '../../../ui';
import { CheckboxField } from '../components/form';

type NewsValues = z.output<typeof NewsInput>;

/** Add News / Edit News: title, text, optional picture, video and source links, and whether it is published. */
export function NewsFormDialog({ news, onClose }: { news?: News; onClose: () => void }) {
  const t = useT();
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
      toast({ title: t(editing ? 'adminContent.news.toast.updated' : 'adminContent.news.toast.created'), description: values.title, variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ['title', 'content', 'imageUrl', 'videoUrl', 'externalUrl'])) {
        toast({
          title: t(editing ? 'adminContent.news.toast.updateFailed' : 'adminContent.news.toast.createFailed'),
          description: errorMessage(error, t('common.somethingWrong')),
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
      title={t(editing ? 'adminContent.news.form.editTitle' : 'adminContent.news.add')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t(editing ? 'adminContent.saveChanges' : 'adminContent.news.add')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <TextField label={t('adminContent.field.title')} error={errors.title?.message} {...register('title')} />
        <TextAreaField label={t('adminContent.news.form.content')} rows={7} error={errors.content?.message} {...register('content')} />
        <TextField label={t('adminContent.field.imageUrl')} type="url" placeholder="https://…" hint={t('adminContent.news.form.imageUrl.hint')} error={errors.imageUrl?.message} {...register('imageUrl')} />
        <TextField
          label={t('adminContent.news.form.videoUrl')}
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          hint={t('adminContent.news.form.videoUrl.hint')}
          error={errors.videoUrl?.message}
          {...register('videoUrl')}
        />
        <TextField label={t('adminContent.news.form.externalUrl')} type="url" placeholder="https://…" hint={t('adminContent.news.form.externalUrl.hint')} error={errors.externalUrl?.message} {...register('externalUrl')} />
        <CheckboxField variant="switch" label={t('adminContent.news.form.published')} description={t('adminContent.news.form.published.description')} {...register('isPublished')} />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
