/** A file of a multipart request, as the HTTP layer hands it to a handler and the model stores it. */
export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  /** Temporary path; the handler moves the file or it is deleted after the answer. */
  path: string;
  size: number;
}
