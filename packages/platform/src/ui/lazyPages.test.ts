import { type ComponentType } from 'react';
import { lazyPages } from './lazyPages';

const Page: ComponentType = () => null;

describe('lazyPages', () => {
  it('starts the download of the page the visit opens, and only that one', () => {
    const blog = jest.fn(async () => Page);
    const contact = jest.fn(async () => Page);
    lazyPages({ blog, contacto: contact }, '/Blog/un-articulo');
    expect(blog).toHaveBeenCalledTimes(1);
    expect(contact).not.toHaveBeenCalled();
  });

  it('starts nothing on an address none of its pages answers', () => {
    const blog = jest.fn(async () => Page);
    lazyPages({ blog }, '/blogs');
    lazyPages({ blog }, '/');
    expect(blog).not.toHaveBeenCalled();
  });

  it('lets the remote say which page answers an address', () => {
    const book = jest.fn(async () => Page);
    const chapter = jest.fn(async () => Page);
    lazyPages({ book, chapter }, '/Historia/1/capitulo/2', (path) => (path.includes('/capitulo/') ? 'chapter' : 'book'));
    expect(chapter).toHaveBeenCalledTimes(1);
    expect(book).not.toHaveBeenCalled();
  });

  it('gives one lazy component per page', () => {
    const components = lazyPages({ blog: async () => Page, contacto: async () => Page }, '/');
    expect(Object.keys(components)).toEqual(['blog', 'contacto']);
  });
});
