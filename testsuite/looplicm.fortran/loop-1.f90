! A Fortran loop nest with an invariant product compiles and runs with
! the plugin loaded.
! { dg-do run }

program loop_1
  implicit none
  integer, parameter :: n = 10
  integer :: a(n, n), i, j, x, y, s

  x = 3
  y = 4
  do j = 1, n
    do i = 1, n
      a(i, j) = i + j + x * y
    end do
  end do
  s = 0
  do j = 1, n
    do i = 1, n
      s = s + a(i, j)
    end do
  end do
  ! sum of i + j over 1..10 x 1..10 is 1100; plus 100 * 12.
  if (s /= 1100 + 100 * 12) stop 1
end program loop_1
