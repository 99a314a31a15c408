/* The core parses the arguments the loader hands it: an unknown one is
   reported under the plugin's own name, and the core's plugin_init
   failing makes the loader's fail.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-looplicm-bogus" } */
/* { dg-error "looplicm: unknown argument .bogus.; valid arguments are: dump," "unknown argument" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "plugin_init fails" { target *-*-* } 0 } */

int
f (int x)
{
  return x;
}
