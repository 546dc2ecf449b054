/** Font files imported for their URL (Vite turns them into hashed assets). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
