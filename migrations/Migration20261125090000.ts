import { Migration } from '@mikro-orm/migrations';

/**
 * Attachments kept the content type their uploader declared (a `.txt` file declared as text/html, say); they now
 * keep the type of their format, whose bytes were checked at upload (attachment-content.ts), as new uploads do.
 * Downloads take the type from the bytes again either way: this only corrects what the admins' list shows.
 */
export class Migration20261125090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      update suggested_study_attachment
         set content_type = case lower(substring(filename from '\\.([^.]*)$'))
               when 'pdf' then 'application/pdf'
               when 'doc' then 'application/msword'
               when 'docx' then 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
               when 'odt' then 'application/vnd.oasis.opendocument.text'
               when 'txt' then 'text/plain; charset=utf-8'
               else 'application/octet-stream'
             end;`);
  }

  override async down(): Promise<void> {}
}
